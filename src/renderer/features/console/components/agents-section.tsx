import { useId, type ReactNode } from 'react';

/**
 * One section of an agent's page (figures, contracts, settlements): its heading, an optional action
 * beside it (a button that opens a dialog), and its content, the section named by its heading.
 */
export function AgentsSection({ heading, headAction, children }: { heading: ReactNode; headAction?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="agents-section" aria-labelledby={headingId}>
      <div className="agents-section__head">
        <h3 id={headingId} className="agents-section__heading">
          {heading}
        </h3>
        {headAction}
      </div>
      {children}
    </section>
  );
}
