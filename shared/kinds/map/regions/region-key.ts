/**
 * The form region names are compared in, so "Côte d'Ivoire", "Cote d’Ivoire" and "COTE D'IVOIRE"
 * all meet. Hyphens, dashes and slashes become spaces ("Timor-Leste" ≈ "Timor Leste",
 * "St-Martin" ≈ "St Martin"); other punctuation is dropped so "U.S." ≈ "US" and
 * "Korea, Rep." ≈ "Korea Rep". A leading "the" is ignored ("The Gambia" ≈ "Gambia").
 */
export function regionKey(text: string): string {
  const key = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[-‐-―/_]/g, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return key.startsWith('the ') ? key.slice(4) : key;
}
