import { Content } from './content';
import { LazyFooter } from './lazy-footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { SkipLink } from './skip-link';

/** Side menu, header, banner slot, content and footer. */
export function MainLayout() {
  return (
    <div className="shell shell--main" data-layout="main">
      <SkipLink />
      <Header withMenuButton />
      <div className="shell__body">
        <SideMenu />
        <div className="shell__column">
          <div className="shell__banner" id="banner-slot" />
          <Content />
          <LazyFooter />
        </div>
      </div>
    </div>
  );
}
