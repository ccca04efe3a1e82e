/**
 * @tax/shared/widgets — what it takes to show another section's widget (RemoteWidget, in the page that shows it) and
 * to be one (SectionStrings, in the widget): a singleton of its own, since no page shows a widget in its first screen
 * (the home page's services and news, the about page's videos: all further down, loaded near the view). A section
 * imports them from here; `RemoteWidget` and `SectionStrings` from `@tax/shared` are the same components behind a
 * lazy wrapper, for the section versions built before this part existed (kit 2.20.0).
 */
export { RemoteWidget, type RemoteWidgetProps } from '../federation/RemoteWidget.tsx';
export { SectionStrings, type SectionStringsProps } from '../ui/SectionStrings.tsx';
