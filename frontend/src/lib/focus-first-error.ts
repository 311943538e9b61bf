/** Moves the keyboard focus to the first field (in `order`) that has an error, so it is announced and fixable. */
export function focusFirstError<F extends string>(
  errors: Partial<Record<F, unknown>>,
  order: readonly F[],
  idOf: (field: F) => string,
): void {
  const first = order.find((field) => errors[field] !== undefined);
  if (first) document.getElementById(idOf(first))?.focus();
}
