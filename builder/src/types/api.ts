/** What the API answers (SPEC.md §3), as the builder reads it. */
import type { ChartData, ChartOptions, ChartSource, ChartType, DataSource } from '../../../shared/chart-spec';

export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isEmailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Chart {
  id: number;
  slug: string;
  name: string | null;
  chartType: ChartType;
  theme: string;
  dataSource: DataSource;
  sourceValue: string | null;
  /** The caption's source when it is not the ticker or file name (an AI's source). */
  source: ChartSource | null;
  data: ChartData;
  options: ChartOptions;
  listed: boolean;
  views: number;
  likes: number;
  commentCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TrendingChart extends Chart {
  user: { id: number; username: string };
  /** Whether the signed-in reader likes it (false for guests). */
  liked: boolean;
}

export interface Comment {
  id: number;
  content: string;
  createdAt: string;
  user: { id: number; username: string };
  parentCommentId: number | null;
  replies?: Comment[];
}

export interface QueryAnswer {
  name: string;
  chartType: 'line' | 'bar' | 'pie' | 'area' | null;
  columns: string[];
  labels: string[];
  datasets: ChartData['datasets'];
  data: number[];
  sources: Array<{ title: string; url: string }>;
}

export interface CsvAnswer {
  name: string;
  labels: string[];
  data: Array<number | null>;
  datasets: ChartData['datasets'];
  columns: string[];
}
