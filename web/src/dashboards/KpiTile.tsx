import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  label: string;
  value: ReactNode;
  /** a line under the figure ("of 40") */
  detail?: string;
  /** the list behind the figure; without it the tile is a plain figure */
  to?: string | null;
  tone?: 'good' | 'warn' | 'bad' | 'neutral';
}

/** One figure with its visible label; a link to the list it counts when there is one (the link's name is the label and the figure). */
export function KpiTile({ label, value, detail, to, tone = 'neutral' }: Props) {
  const body = (
    <>
      <span className="kpi-tile__value">{value}</span>{' '}
      <span className="kpi-tile__label">{label}</span>
      {detail && <>{' '}<span className="kpi-tile__detail">{detail}</span></>}
    </>
  );
  return (
    <li className={`kpi-tile kpi-tile--${tone}`}>
      {to ? <Link className="kpi-tile__link" to={to}>{body}</Link> : <div className="kpi-tile__plain">{body}</div>}
    </li>
  );
}
