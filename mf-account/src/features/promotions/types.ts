export interface Promotion {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  /** 'Giảm 20%' / 'Giảm 50.000đ' */
  discountLabel: string;
  /** Conditions in words: minimum order, cap. */
  conditions: string[];
  codes: string[];
  endsAt: string | null;
}
