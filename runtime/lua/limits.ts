// Memory guards of spec language.md §7 ("Lua memory guard on string and table growth").

/** Limits the runtime enforces; change them with setLimits. */
export const limits = {
  /** Largest string concat and string.rep may build, in bytes (default 64 MiB). */
  maxStringBytes: 64 * 1024 * 1024,
};

/** Sets one or more limits (e.g. from the Host config). */
export function setLimits(values: Partial<typeof limits>): void {
  Object.assign(limits, values);
}
