// Outside the shell nobody else links the design system's styles: the parcel brings them.
import '@edu/ui/styles.css';
import '../components/ui/ui.css';
import { createRoot, type Root } from 'react-dom/client';
import { RelatedCourses } from '../features/courses/components/related-courses';

/**
 * A single-spa parcel: 'Khóa học liên quan' as a self-contained widget that needs no shell, router or
 * session, for partner pages, the mobile webview or legacy pages:
 *
 *   mountRootParcel(parcel, { domElement, category: 'lap-trinh', courseId: 12, limit: 4 })
 *
 * Links are plain anchors outside a router. Data comes from the same /api through @edu/shared.
 */
export interface RelatedCoursesParcelProps {
  domElement: HTMLElement;
  /** Category slug or id the related courses come from; without it, featured courses. */
  category?: string | number;
  /** The course the page shows, left out of the list. */
  courseId?: number;
  limit?: number;
  title?: string;
}

const roots = new WeakMap<HTMLElement, Root>();

/** Other single-spa props (name, mountParcel, singleSpa …) are ignored. */
type WidgetProps = Omit<RelatedCoursesParcelProps, 'domElement'>;

function widget(props: WidgetProps) {
  const category = props.category === undefined || props.category === null ? undefined : String(props.category);
  const limit = typeof props.limit === 'number' && props.limit > 0 ? Math.min(12, Math.floor(props.limit)) : undefined;
  const excludeId = typeof props.courseId === 'number' ? props.courseId : undefined;
  return <RelatedCourses category={category} excludeId={excludeId} limit={limit} title={props.title} />;
}

function assertElement(props: RelatedCoursesParcelProps | undefined): HTMLElement {
  if (!props?.domElement || typeof props.domElement.appendChild !== 'function') {
    throw new Error('[mf_catalogue/RelatedCoursesParcel] mount needs a domElement');
  }
  return props.domElement;
}

export async function bootstrap(): Promise<void> {}

export async function mount(props: RelatedCoursesParcelProps): Promise<void> {
  const el = assertElement(props);
  const root = roots.get(el) ?? createRoot(el);
  roots.set(el, root);
  root.render(widget(props));
}

export async function update(props: RelatedCoursesParcelProps): Promise<void> {
  roots.get(assertElement(props))?.render(widget(props));
}

export async function unmount(props: RelatedCoursesParcelProps): Promise<void> {
  const el = assertElement(props);
  roots.get(el)?.unmount();
  roots.delete(el);
}

/** The same widget as a component, for hosts that render React themselves. */
export default function RelatedCoursesParcel(props: WidgetProps) {
  return widget(props);
}
