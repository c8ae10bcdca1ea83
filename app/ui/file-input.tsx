/**
 * A file field whose every word is ours: the browser's own button ("Choose File", "No file
 * chosen") is in the browser's language, not the page's, so the native <input type=file> is
 * visually hidden and a translated <label> for it looks like a button, with the chosen file's
 * name beside it. The input stays in the tab order (the focus ring is drawn on the button, and
 * Space or Enter opens the picker), and the label works without script.
 */
import { useEffect, useRef, useState, type ChangeEvent, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "./button";

export function FileInput({
  id,
  label,
  labelClassName = "mb-1 block text-sm font-medium text-stone-800",
  onChange,
  ...input
}: {
  id: string;
  /** The field's name for people ("CSV file"): the input's accessible name, with the file chosen. */
  label: string;
  labelClassName?: string;
} & Omit<ComponentProps<"input">, "id" | "type" | "className">) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const ref = useRef<HTMLInputElement>(null);
  const read = (input: HTMLInputElement) => setChosen([...(input.files ?? [])].map((file) => file.name));
  useEffect(() => {
    // A file chosen before the page was interactive, and a form reset (which fires no change).
    const input = ref.current!;
    read(input);
    const reset = () => setChosen([]);
    input.form?.addEventListener("reset", reset);
    return () => input.form?.removeEventListener("reset", reset);
  }, []);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    read(event.target);
    onChange?.(event);
  };
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <input
          {...input}
          ref={ref}
          id={id}
          type="file"
          onChange={change}
          aria-labelledby={`${id}-label ${id}-chosen`}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          aria-hidden="true"
          className={buttonVariants({
            variant: "secondary",
            size: "sm",
            className:
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          })}
        >
          {t(input.multiple ? "common.file.chooseMany" : "common.file.choose")}
        </label>
        <span id={`${id}-chosen`} className="min-w-0 text-sm break-all text-stone-600">
          {chosen.length === 0
            ? t(input.multiple ? "common.file.noneMany" : "common.file.none")
            : chosen.length <= 3
              ? chosen.join(", ")
              : t("common.file.count", { count: chosen.length })}
        </span>
      </div>
    </div>
  );
}
