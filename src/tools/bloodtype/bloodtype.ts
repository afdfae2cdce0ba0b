/**
 * 血型遗传规律: ABO and Rh inheritance by Mendel's rules. A parent's type allows several genotypes (A: AA or
 * AO), so the answer is which child types are possible and which are not; likelihoods would need population
 * allele frequencies and are not claimed. Rare variants (cis-AB, Bombay) are outside these rules.
 */

export const ABO = ['A', 'B', 'AB', 'O'] as const;
export type Abo = (typeof ABO)[number];
export type Rh = '+' | '-';

const GENOTYPES: Record<Abo, string[]> = { A: ['AA', 'AO'], B: ['BB', 'BO'], AB: ['AB'], O: ['OO'] };

function phenotype(a: string, b: string): Abo {
  const s = new Set([a, b]);
  if (s.has('A') && s.has('B')) return 'AB';
  if (s.has('A')) return 'A';
  if (s.has('B')) return 'B';
  return 'O';
}

/** The ABO types a child of these parents can have, in A, B, AB, O order. */
export function childAbo(p1: Abo, p2: Abo): Abo[] {
  const out = new Set<Abo>();
  for (const g1 of GENOTYPES[p1])
    for (const g2 of GENOTYPES[p2]) for (const a of g1) for (const b of g2) out.add(phenotype(a, b));
  return ABO.filter((t) => out.has(t));
}

/** Rh: a D allele is dominant; two Rh-negative parents have only Rh-negative children. */
export function childRh(p1: Rh, p2: Rh): Rh[] {
  return p1 === '-' && p2 === '-' ? ['-'] : ['+', '-'];
}

/** The types the other parent can have, given one parent and the child. */
export function otherParentAbo(parent: Abo, child: Abo): Abo[] {
  return ABO.filter((t) => childAbo(parent, t).includes(child));
}

export function otherParentRh(parent: Rh, child: Rh): Rh[] {
  return (['+', '-'] as const).filter((t) => childRh(parent, t).includes(child));
}
