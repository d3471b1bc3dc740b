import { AreaPlaceholder } from '../components/area-placeholder';

export default function Page() {
  return <AreaPlaceholder title="Học tại nhà" />;
}
