export interface SubjectItem {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  liked: boolean;
}
