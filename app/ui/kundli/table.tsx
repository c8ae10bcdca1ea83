import { useId, type ReactNode } from "react";

/**
 * The tables of the Kundli and matchmaking screens: a caption that names the table for screen
 * readers (visible as its heading), column headers with scope, and a container that scrolls
 * sideways by itself so that a wide table never makes the page scroll on a 360 px phone.
 */

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The first column names the row: it is a <th scope="row">. */
  rowHeader?: boolean;
  align?: "start" | "end" | "center";
  className?: string;
}

const ALIGN = { start: "text-left", end: "text-right", center: "text-center" } as const;

export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  footer,
  dense = false,
}: {
  caption: ReactNode;
  /** Keep the caption for screen readers only (when a visible heading already says it). */
  captionHidden?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  rowClassName?: (row: Row, index: number) => string | undefined;
  footer?: ReactNode;
  dense?: boolean;
}) {
  const pad = dense ? "px-2 py-1.5" : "px-3 py-2";
  return (
    <ScrollBox>
      <table className="w-full border-collapse text-sm">
        <caption
          className={captionHidden ? "sr-only" : "px-3 pt-3 pb-2 text-left text-base font-semibold text-stone-900"}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 bg-stone-50">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`${pad} font-semibold whitespace-nowrap text-stone-700 ${ALIGN[c.align ?? "start"]} ${c.className ?? ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={rowKey(row, i)}
              className={`border-b border-stone-100 last:border-0 ${rowClassName?.(row, i) ?? ""}`}
            >
              {columns.map((c) =>
                c.rowHeader ? (
                  <th
                    key={c.key}
                    scope="row"
                    className={`${pad} font-medium whitespace-nowrap text-stone-900 ${ALIGN[c.align ?? "start"]} ${c.className ?? ""}`}
                  >
                    {c.cell(row, i)}
                  </th>
                ) : (
                  <td
                    key={c.key}
                    className={`${pad} whitespace-nowrap text-stone-700 tabular-nums ${ALIGN[c.align ?? "start"]} ${c.className ?? ""}`}
                  >
                    {c.cell(row, i)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer}
      </table>
    </ScrollBox>
  );
}

/**
 * A box that scrolls sideways on its own; focusable so keyboard users can scroll it too. It is
 * `relative` so that screen-reader-only text inside the table is positioned against it and
 * scrolls with it, instead of widening the page.
 */
export function ScrollBox({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
      tabIndex={0}
      role={label ? "region" : undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** Label/value pairs (Basic Details, Avakhada, Panchang) as a two-column table with a caption. */
export function DetailsTable({
  caption,
  rows,
}: {
  caption: ReactNode;
  rows: readonly { key: string; label: ReactNode; value: ReactNode }[];
}) {
  return (
    <div className="relative overflow-hidden rounded-xl border border-stone-200 bg-white">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="border-b border-stone-200 bg-stone-50 px-3 py-2.5 text-left text-base font-semibold text-stone-900">
          {caption}
        </caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-stone-100 last:border-0">
              <th scope="row" className="w-[45%] px-3 py-2 text-left align-top font-medium text-stone-600">
                {r.label}
              </th>
              <td className="px-3 py-2 align-top break-words text-stone-900 tabular-nums">{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A titled block of a tab. */
export function Section({ title, children, aside }: { title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
