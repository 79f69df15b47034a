import { Content } from './content';
import { LazyFooter } from './lazy-footer';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Game pages: header and content, no side menu; /seamless also drops the footer. */
export function GameLayout({ footer }: { footer: boolean }) {
  return (
    <div className="shell shell--game" data-layout="game">
      <SkipLink />
      <Header withMenuButton={false} />
      <div className="shell__column">
        <Content className="shell__main shell__main--game" />
        {footer ? <LazyFooter /> : null}
      </div>
    </div>
  );
}
