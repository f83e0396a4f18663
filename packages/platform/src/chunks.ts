/** The items in runs of at most `size`, in order: a list too long for one message goes out in several. */
export const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
