// Data shared by several readers, frozen through and through: a reader that would change it fails at once (ES modules
// are strict) instead of changing what the next one reads.

/** `value` with every object and array in it frozen (typed arrays, which cannot be, are left as they are). */
export function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) frozen(v);
  }
  return value;
}
