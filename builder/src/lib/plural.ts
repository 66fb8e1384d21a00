/** "1 comment", "2 comments", "0 views": a count with its noun, singular only for one. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
