/**
 * A streaming ZIP writer over fflate's `Zip`, stored entries only (`ZipPassThrough`): PDFs are
 * compressed already and the JSON is small. fflate writes each entry's local header with sizes
 * deferred to a data descriptor, UTF-8 names and the central directory; this adapter gives it
 * back-pressure. fflate hands out bytes synchronously, so every chunk is chained onto `write` and
 * the next input chunk is taken only once the reader has taken what came before: memory holds a
 * chunk, not the archive. Times are the Worker's clock (UTC in workerd).
 */
import { Zip, ZipPassThrough } from "fflate";

export class ZipWriter {
  private readonly zip: Zip;
  private written: Promise<void> = Promise.resolve();
  private failure: Error | undefined;

  /** `write` should resolve when the reader has taken the chunk: that is what bounds memory. */
  constructor(write: (chunk: Uint8Array) => Promise<void>) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.written = this.written.then(() => write(chunk));
    });
  }

  private async drain(): Promise<void> {
    await this.written;
    if (this.failure) throw this.failure;
  }

  /** One entry, its bytes given at once or read from a stream. */
  async add(name: string, mtime: number, body: Uint8Array | ReadableStream<Uint8Array>): Promise<void> {
    const entry = new ZipPassThrough(name);
    entry.mtime = mtime;
    this.zip.add(entry);
    if (body instanceof Uint8Array) {
      entry.push(body, true);
    } else {
      for await (const chunk of body) {
        entry.push(chunk);
        await this.drain();
      }
      entry.push(new Uint8Array(0), true);
    }
    await this.drain();
  }

  /** The central directory and its end record. */
  async end(): Promise<void> {
    this.zip.end();
    await this.drain();
  }
}
