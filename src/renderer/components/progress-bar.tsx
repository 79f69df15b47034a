import './progress-bar.css';

/** A labelled bar of `value` out of `max` (read out as a percentage), with its figures beside the label. */
export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const percent = max > 0 ? Math.min(100, Math.floor((value * 100) / max)) : 100;
  return (
    <div className="progress">
      <div className="progress__head">
        <span>{label}</span>
        <span className="progress__text">{text}</span>
      </div>
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={text}>
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
