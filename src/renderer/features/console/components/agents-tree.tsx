import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AGENT_SEARCH_MAX, type AgentMatch, type AgentNode } from '@shared/api/console-agents';
import { StatusBadge } from '@/components/status-badge';
import { useAgentChildrenQuery, useAgentListQuery } from '../api-agents';
import { searchText } from '../agents-rules';
import { LoadFailure } from './load-failure';

const PAGE_SIZE = 50;

interface Pick {
  token: string;
  selected: string | null;
  onSelect: (account: string) => void;
}

/** One page of an agent's direct downlines; the last page read offers the next. */
function ChildrenPage({ account, page, total, last, onMore, ...pick }: Pick & { account: string; page: number; total: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation(['consoleAgents', 'common']);
  const { data, error, refetch } = useAgentChildrenQuery({ token: pick.token, account, page });
  if (error) return <li className="agents-tree__note">{<LoadFailure intro={t('tree.childrenFailed')} error={error} onRetry={() => void refetch()} />}</li>;
  if (!data) return <li className="agents-tree__note console-muted">{t('common:loading')}</li>;
  const shown = Math.min(page * PAGE_SIZE, data.total);
  return (
    <>
      {data.list.map((node) => (
        <TreeItem key={node.id} node={node} {...pick} />
      ))}
      {last && shown < data.total ? (
        <li className="agents-tree__note">
          <button type="button" className="link-button" onClick={onMore}>
            {t('tree.showMore', { shown, total: Math.max(total, data.total) })}
          </button>
        </li>
      ) : null}
    </>
  );
}

function Branch({ account, total, ...pick }: Pick & { account: string; total: number }) {
  const [pages, setPages] = useState(1);
  return (
    <ul className="agents-tree__list">
      {Array.from({ length: pages }, (_, index) => (
        <ChildrenPage key={index} account={account} page={index + 1} total={total} last={index + 1 === pages} onMore={() => setPages(pages + 1)} {...pick} />
      ))}
    </ul>
  );
}

/** A member of the tree: an agent opens its page and expands to its downlines; a player links to its page. */
function TreeItem({ node, chain, ...pick }: Pick & { node: AgentNode; chain?: string[] }) {
  const { t } = useTranslation('consoleAgents');
  const [open, setOpen] = useState(false);
  const expandable = node.isAgent && node.direct > 0;
  const current = pick.selected === node.account;
  return (
    <li className="agents-tree__item">
      <div className={`agents-node${current ? ' agents-node--current' : ''}`}>
        {expandable ? (
          <button type="button" className="agents-node__toggle" aria-expanded={open} aria-label={t(open ? 'tree.collapse' : 'tree.expand', { account: node.account })} onClick={() => setOpen(!open)}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className="agents-node__toggle agents-node__toggle--leaf" aria-hidden="true" />
        )}
        <div className="agents-node__body">
          {chain && chain.length > 0 ? <span className="agents-node__chain">{chain.join(' › ')} ›</span> : null}
          {node.isAgent ? (
            <button type="button" className="agents-node__name" aria-current={current ? 'true' : undefined} onClick={() => pick.onSelect(node.account)}>
              {node.account}
            </button>
          ) : (
            <Link className="agents-node__name agents-node__name--player" to={`/console/players/${encodeURIComponent(node.account)}`} aria-label={t('tree.openPlayer', { account: node.account })}>
              {node.account}
            </Link>
          )}
          <span className="agents-node__meta">
            {t(`type.${String(node.type)}`, { defaultValue: String(node.type) })}
            {node.isAgent ? ` · ${node.direct > 0 ? t('tree.counts', { direct: node.direct, team: node.teamSize }) : t('tree.noDownlines')}` : ''}
          </span>
          {node.status !== 'ACTIVE' ? <StatusBadge tone="danger" label={t(`status.${node.status}`, { defaultValue: node.status })} /> : null}
        </div>
      </div>
      {open && expandable ? <Branch account={node.account} total={node.direct} {...pick} /> : null}
    </li>
  );
}

/** The member tree from the top-level agents, or the accounts a search found (each with its uplines). */
export function AgentsTree(pick: Pick) {
  const { t } = useTranslation(['consoleAgents', 'common']);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const headingId = useId();
  const { data, error, isFetching, refetch } = useAgentListQuery({ token: pick.token, q });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(searchText(input, AGENT_SEARCH_MAX));
  };
  const list: AgentMatch[] = data?.list ?? [];
  return (
    <section className="agents-tree" aria-labelledby={headingId} aria-busy={isFetching}>
      <form className="agents-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
        <label className="form-field agents-search__field">
          <span className="form-field__label">{t('search.field')}</span>
          <input className="form-field__input" type="search" value={input} maxLength={AGENT_SEARCH_MAX} placeholder={t('search.placeholder')} onChange={(e) => setInput(e.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          {t('search.button')}
        </button>
      </form>
      <div className="agents-tree__head">
        <h2 id={headingId} className="agents-tree__heading">
          {q ? t('tree.found', { q }) : t('tree.top')}
        </h2>
        {q ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setInput('');
              setQ('');
            }}
          >
            {t('search.clear')}
          </button>
        ) : null}
      </div>
      {error ? <LoadFailure intro={t('tree.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
      {!data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
      {data && list.length === 0 ? <p className="console-muted">{q ? t('tree.noMatch', { q }) : t('tree.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="agents-tree__list agents-tree__list--root" aria-label={t('tree.label')}>
          {list.map((node) => (
            <TreeItem key={node.id} node={node} chain={node.chain} {...pick} />
          ))}
        </ul>
      ) : null}
      {data?.more ? <p className="console-muted agents-tree__more">{t('tree.more')}</p> : null}
    </section>
  );
}
