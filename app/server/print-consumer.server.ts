/**
 * Print-queue consumer. Each message is one print job; rendering lands with the
 * printing issue. Until then every job is acknowledged so nothing piles up.
 */
export async function handlePrintBatch(batch: MessageBatch<unknown>, _env: Env, _ctx: ExecutionContext): Promise<void> {
  for (const message of batch.messages) message.ack();
}
