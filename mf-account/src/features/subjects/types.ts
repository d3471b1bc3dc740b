export interface SubjectItem {
  id: number;
  name: string;
  slug: string;
  categoryId: number;
  categoryName: string;
  description: string;
  courseCount: number;
  liked: boolean;
}
