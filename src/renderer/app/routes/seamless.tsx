import { SimplePage } from './simple-page';

export default function SeamlessRoute() {
  return <SimplePage page="seamless" />;
}
