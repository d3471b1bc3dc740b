export interface HomeStudyPlan {
  id: number;
  name: string;
  path: string;
  startDate: string | null;
  endDate: string;
  active: boolean;
}

export interface HomeStudyProgramme {
  slug: string;
  title: string;
}

export interface HomeStudyOverview {
  plans: HomeStudyPlan[];
  programmes: HomeStudyProgramme[];
}
