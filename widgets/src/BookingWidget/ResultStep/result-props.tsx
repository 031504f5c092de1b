import type { BookingConfig } from '../../shared/widget-config';
import type { FlowState } from '../state/flow';
import { AddToCalendar } from './AddToCalendar';
import { resultTexts } from './result-texts';
import { told } from '../state/told';
import type { ResultViewProps } from './ResultView';

/**
 * What the Success and Pending screens show of the flow's state: `resultTexts` for its booking, and Add to
 * calendar (which shows only for a confirmed booking, when switched on). Built here, with the result step's code,
 * so the first paint passes the state on in one call instead of picking its parts.
 */
export function resultProps(
  s: FlowState,
  cfg: BookingConfig,
  /** The zone the flow tells the service's times in. */
  zone: string,
): Omit<ResultViewProps, 'heading' | 'onRestart'> {
  const result = s.result;
  return {
    ...resultTexts(s.step as 'success' | 'pending', cfg.localization, result, result ? told(s, zone, cfg.localization.locale, result.booking.startTime) : ['', ''], s.service?.tickets ?? [], s.tickets),
    children: <AddToCalendar s={s} cfg={cfg} zone={zone} />,
  };
}
