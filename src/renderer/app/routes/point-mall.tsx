import { SimplePage } from './simple-page';

export default function PointMallRoute() {
  return <SimplePage page="pointMall" />;
}
