import { useId, useState, type ReactNode } from "react";
import { useHydrated } from "./hydrated";

/**
 * A block that needs no script: text and tables, no handlers, no state (docs/decisions/0040). A
 * handler or state put inside would never run in a kept block: React does not hold its nodes.
 * Hydration keeps the DOM the server sent for it, as it is, instead of rendering the block again
 * to find the same elements: React takes an element with `dangerouslySetInnerHTML` as a leaf and
 * hydrates nothing under it. The block stays that HTML while `inputs` are the values it was
 * hydrated with (compared with `Object.is`); when one changes (another Kundli, another language),
 * or when the block is mounted in the browser rather than hydrated, it renders `children`.
 *
 * `children` should be one element of a component that does the work (`<Details kundli={k} />`),
 * so that nothing is computed for a block that is kept.
 */
export function ServerRendered({
  as: Tag = "div",
  inputs,
  className,
  children,
}: {
  /** The element that holds the block (the block's own container, so that it adds none). */
  as?: "div" | "dl";
  inputs: readonly unknown[];
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const hydrated = useHydrated();
  // Read once, in the first render: during hydration the server's element is in the document.
  const [kept] = useState(() => {
    const element = hydrated || typeof document === "undefined" ? null : document.getElementById(id);
    return element ? { html: element.innerHTML, inputs } : null;
  });
  if (kept && kept.inputs.length === inputs.length && kept.inputs.every((v, i) => Object.is(v, inputs[i]))) {
    return <Tag key="kept" id={id} className={className} dangerouslySetInnerHTML={{ __html: kept.html }} />;
  }
  return (
    <Tag key="live" id={id} className={className}>
      {children}
    </Tag>
  );
}
