import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * After a refused submit, takes the visitor to the first field marked invalid, once the render
 * that shows the messages is done (so the field is announced with its message). A layout effect:
 * the focus moves in the same commit as the messages appear, never a frame after them. Call the
 * returned function each time a submit is refused.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formRef]);
  return () => setRequest((count) => count + 1);
}
