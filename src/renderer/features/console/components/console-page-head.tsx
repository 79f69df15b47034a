import type { ReactNode } from 'react';

interface ConsolePageHeadProps {
  title: string;
  /** For a region or a table labelled by the page's heading. */
  headingId?: string;
  /** The lines under the title (the intro, a read-only note); empty ones are left out. */
  lines: readonly (string | null | false | undefined)[];
  className?: string;
  /** The page's own buttons, beside the title. */
  children?: ReactNode;
}

/** A console page's title, the lines under it and its buttons. */
export function ConsolePageHead({ title, headingId, lines, className, children }: ConsolePageHeadProps) {
  return (
    <div className={className ? `console-page__head ${className}` : 'console-page__head'}>
      <div>
        <h1 id={headingId} className="console-page__title">
          {title}
        </h1>
        {lines.map((line) =>
          line ? (
            <p key={line} className="console-page__intro">
              {line}
            </p>
          ) : null,
        )}
      </div>
      {children}
    </div>
  );
}
