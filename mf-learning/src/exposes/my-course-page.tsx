import { AreaPlaceholder } from '../components/area-placeholder';

export default function Page() {
  return <AreaPlaceholder title="Khóa học của tôi" />;
}
