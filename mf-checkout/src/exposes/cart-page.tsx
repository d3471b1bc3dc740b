import { AreaPlaceholder } from '../components/area-placeholder';

export default function Page() {
  return <AreaPlaceholder title="Giỏ hàng" />;
}
