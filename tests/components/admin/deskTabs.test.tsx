import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackTab } from '../../../src/admin/inbox/FeedbackTab';
import { NewsTab } from '../../../src/admin/newsEditor/NewsTab';
import { renderPage } from '../renderPage';
import { openFeedback, serveDeskPerTest } from './deskServer';

const server = serveDeskPerTest();

describe('the feedback inbox tab', () => {
  it('pages through open messages, marks one done and lists it under Done', async () => {
    server.current.pageSize = 2;
    server.current.feedback = openFeedback(3);
    const user = userEvent.setup();
    renderPage(<FeedbackTab />);

    expect(await screen.findByText('Message 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open (3)' })).toBeVisible();
    expect(screen.getAllByTestId('feedback-item')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'More feedback' }));
    expect(await screen.findByText('Message 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More feedback' })).toBeNull();

    const first = screen.getAllByTestId('feedback-item')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Open (2)' })).toBeVisible();
    });
    expect(screen.queryByText('Message 1')).toBeNull();
    const patch = server.current.seen.find((seen) => seen.method === 'PATCH');
    expect(patch).toMatchObject({
      path: `/api/admin/feedback/${openFeedback(1)[0]?.id ?? ''}`,
      body: { done: true },
      requestedWith: 'arrakis',
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Message 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeVisible();
    expect(server.current.seen.map((seen) => seen.path)).toContain(
      '/api/admin/feedback?status=done&page=1',
    );
  });
});

describe('the news editor tab', () => {
  it('shows the API’s 400 problems beside their fields after a send', async () => {
    server.current.newsSave = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'That link is already on /news.',
        problems: [{ path: 'linkUrl', message: 'That link is already on /news.' }],
      },
    };
    const user = userEvent.setup();
    renderPage(<NewsTab />);

    await user.click(await screen.findByRole('button', { name: 'Add news item' }));
    await user.type(screen.getByLabelText('Tagline'), 'Chapter 3 arrives');
    await user.type(screen.getByLabelText('Link'), 'https://www.duneawakening.com/news/c3');
    await waitFor(() => {
      expect(screen.getByRole('option', { name: 'chapter.svg' })).toBeInTheDocument();
    });
    await user.selectOptions(screen.getByLabelText('Image'), 'chapter.svg');
    await user.click(screen.getByRole('checkbox', { name: 'Patch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(
        'That link is already on /news.',
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('That link is already on /news.');
    const post = server.current.seen.find((seen) => seen.method === 'POST');
    expect(post?.body).toMatchObject({ tagline: 'Chapter 3 arrives', keywords: ['Patch'] });
  });
});
