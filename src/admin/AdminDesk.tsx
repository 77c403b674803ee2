import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ComponentType } from 'react';
import { ADMIN_TEXTS } from '../api/contract/adminTexts';
import { PageHeader } from '../ui/PageHeader';
import { CommentsTab } from './comments/CommentsTab';
import { FeedbackTab } from './inbox/FeedbackTab';
import { NewsTab } from './newsEditor/NewsTab';
import { PageViewsTab } from './pageViews/PageViewsTab';
import { QueueTab } from './queue/QueueTab';
import { RecordTab } from './record/RecordTab';

/** The desk's tabs, in order: each its own file, read only while shown. */
const DESK_TABS: readonly { name: string; Panel: ComponentType }[] = [
  { name: 'Queue', Panel: QueueTab },
  { name: 'Comments', Panel: CommentsTab },
  { name: 'Feedback', Panel: FeedbackTab },
  { name: 'News', Panel: NewsTab },
  { name: 'Page views', Panel: PageViewsTab },
  { name: 'Record', Panel: RecordTab },
];

const TAB_CLASSES =
  'min-h-11 shrink-0 rounded-xl px-4 text-sm font-semibold whitespace-nowrap text-sand-200 transition-colors hover:text-spice-200 data-selected:bg-spice-400 data-selected:text-sand-950 motion-reduce:transition-none';

/**
 * The moderators' desk: a tablist (arrow keys move between tabs; on a phone the row scrolls
 * sideways by itself) over the build queue, the comment queue, the feedback inbox, the news
 * editor, page views and the record. Only the shown tab is mounted, so only its data is read.
 */
export function AdminDesk({ defaultTab = 0 }: { defaultTab?: number }) {
  return (
    <div className="flex flex-col">
      <PageHeader eyebrow="Moderators" title={ADMIN_TEXTS.title}>
        Review Restricted and reported builds and held or reported comments, read feedback, edit the
        news and see page views. Every action is recorded with who and when.
      </PageHeader>
      <TabGroup defaultIndex={defaultTab}>
        <TabList
          aria-label="Desk sections"
          className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
        >
          {DESK_TABS.map(({ name }) => (
            <Tab key={name} className={TAB_CLASSES}>
              {name}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {DESK_TABS.map(({ name, Panel }) => (
            <TabPanel key={name} className="focus-visible:outline-none">
              <Panel />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
