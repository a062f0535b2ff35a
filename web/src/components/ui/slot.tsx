import { cloneElement, isValidElement, type ReactNode, type Ref, useCallback } from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * Radix's prop merge: the child's props win, except that both event handlers run (the
 * child's first), styles merge, class names and aria-describedby ids join.
 */
export function mergeSlotProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        merged[name] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue) {
        merged[name] = slotValue;
      }
    } else if (name === "style") {
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    } else if (name === "aria-describedby") {
      const ids = new Set(
        [childValue, slotValue].flatMap((value) => (typeof value === "string" ? value.trim().split(/\s+/) : [])),
      );
      ids.delete("");
      merged[name] = ids.size > 0 ? [...ids].join(" ") : undefined;
    }
  }
  return { ...slotProps, ...merged };
}

/**
 * Renders its one child element with these props merged in (the `asChild` of our Button), as
 * Radix's Slot does, without loading Radix on pages that need nothing else from it.
 */
export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = isValidElement<AnyProps>(children) ? children : null;
  const childRef = child?.props.ref as Ref<unknown> | undefined;
  const composedRef = useCallback(
    (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!child) throw new Error("Slot (asChild) needs exactly one element child");
  const props = mergeSlotProps(slotProps, child.props);
  props.ref = ref ? composedRef : childRef;
  return cloneElement(child, props);
}
