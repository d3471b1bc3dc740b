/**
 * @edu/ui — the design system every remote and the shell use (a Module Federation singleton, range in
 * ops/webpack/shared-deps.cjs). Styles: the shell links `@edu/ui/styles.css` once, in the page's head.
 */
export { SmartLink, type SmartLinkProps } from './components/smart-link';
export { Pagination, type PaginationProps } from './components/pagination';
export { ErrorState, EmptyState, LOAD_FAILED, type ErrorStateProps } from './components/states';
export { Breadcrumb, type Crumb } from './components/breadcrumb';
export { RichText, type RichTextProps } from './components/rich-text';
export { SizedImage, type ImageView, type SizedImageProps } from './components/sized-image';
export { ProgressBar, percentOf, type ProgressBarProps } from './components/progress-bar';
export * as tokens from './tokens';
export { Button, type ButtonProps } from './components/button';
export {
  CheckboxField,
  describedBy,
  FieldMessages,
  OtpField,
  otpDigits,
  SelectField,
  TextField,
  type CheckboxFieldProps,
  type FieldProps,
  type SelectFieldProps,
  type TextFieldProps,
} from './components/fields';
export { StarRating } from './components/star-rating';
export { Price, type PriceProps } from './components/price';
export { Badge } from './components/badge';
export { Skeleton } from './components/skeleton';
export { Dialog, Drawer, type DialogProps, type DrawerProps } from './components/dialog';
export { focusableIn, keepTabInside } from './a11y/focus-trap';
export { useModalDialog } from './a11y/use-modal-dialog';
export { lockScroll, releaseScroll } from './a11y/scroll-lock';
export { ToastRegion, ToastView, type ToastKind } from './components/toast';
export { Select, type SelectOption, type SelectProps } from './components/select';
