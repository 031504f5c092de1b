import { deepFreeze } from '../plain';
import type { BookingTexts, DaysConfig, PriceConfig } from '../types';
import { baseDefaults, COMMON_TEXTS, type WidgetDefaults } from './base';

/**
 * The booking widget's texts. Quoted texts come verbatim from the specs; the rest are short natural ones.
 * Placeholders: {date} {time} {email} in screen descriptions, {zone} in times.timeZoneNote.
 */
export const BOOKING_TEXTS: BookingTexts = deepFreeze<BookingTexts>({
  ...COMMON_TEXTS,
  times: {
    selectTimeTitle: 'Select Time',
    noAvailableTimes: 'No available times',
    loadingText: 'Loading times...',
    continueButton: 'Continue',
    loginUrl: '/login',
    nextAvailableDate: 'Go to next available date',
    selectDateTitle: 'Select Date',
    previousDays: 'Previous days',
    nextDays: 'Next days',
    today: 'Today',
    unknownResource: 'Unknown Resource',
    comparedPriceLabel: 'was',
    timeZoneNote: 'Times are in {zone}',
  },
  resource: { selectResourceTitle: 'Select Resource', anyResourceOption: 'Any Resource' },
  successScreen: {
    title: 'Booking Confirmed',
    description: 'Your booking on {date} at {time} is confirmed. A confirmation has been sent to {email}.',
    bookAgain: 'Book Again',
    addToCalendar: 'Add to calendar',
    googleCalendar: 'Google Calendar',
    outlookCalendar: 'Outlook',
    calendarFile: 'Apple Calendar and others (.ics)',
  },
  pendingScreen: {
    title: 'Booking Pending',
    description: 'Your booking on {date} at {time} is pending. A confirmation email will follow at {email}.',
    bookAgain: 'Book Again',
    payButton: 'Complete Payment',
  },
  bookButton: 'Book Now',
  loginButton: 'Please Log In to Book',
  group: { selectTitle: 'Number of Participants' },
  duration: { selectTitle: 'Duration' },
  tickets: {
    selectTicketsTitle: 'Select Tickets',
    selectTicketsDescription: 'Choose how many tickets you need',
    noTicketsAvailable: 'No tickets available',
    continueButton: 'Continue',
    ticketsSummaryTitle: 'Tickets Summary',
  },
  days: { checkIn: 'Check-in', checkOut: 'Check-out', night: 'night', nights: 'nights' },
  serviceSelection: {
    title: 'Select a Service',
    description: 'Choose the service you would like to book',
    noServices: 'No services available',
    loadError: 'Failed to load services. Please try again.',
  },
  code: {
    fieldLabel: 'Subscription or Promo Code',
    fieldError: 'Invalid code',
    notFoundError: 'Code not found',
    placeholder: 'XXXX-XXXX',
    appliedText: 'Code applied',
  },
  errors: {
    missingParameters: 'Missing required parameters. Please provide apiKey, companyId and serviceId.',
    missingParametersMulti: 'Missing required parameters. Please provide apiKey and companyId.',
    loadService: 'Failed to load service data',
    loadInitialData: 'Failed to load service information',
    loadTimes: 'Failed to load available times',
    booking: 'Failed to make booking',
  },
});

/** Price display: everything shown by default. */
export const DEFAULT_PRICE_CONFIG: PriceConfig = deepFreeze<PriceConfig>({
  showPrice: true,
  showComparedPrice: true,
  showDecimalPlaces: true,
});

/** Stay limits of days services: 1 to 365 nights. */
export const DEFAULT_DAYS_CONFIG: DaysConfig = deepFreeze<DaysConfig>({ minNights: 1, maxNights: 365 });

/** The booking widget's defaults. */
export const BOOKING_DEFAULTS: WidgetDefaults<'booking'> = deepFreeze<WidgetDefaults<'booking'>>({
  type: 'booking',
  defaults: {
    ...baseDefaults(BOOKING_TEXTS),
    serviceId: '',
    // Booking alone defaults to 'stack' (its steps read as one column); the configurator's "default slide" is for the others.
    transitionType: 'stack',
    showServiceSelector: false,
    codeEnabled: false,
    hideResourcePicker: false,
    calendarEnabled: true,
    priceConfig: DEFAULT_PRICE_CONFIG,
    daysConfig: DEFAULT_DAYS_CONFIG,
    servicesConfig: [],
  },
  optional: ['apiUrl', 'tokens', 'preselectedDate'],
});
