import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketAge, TicketOpened } from '@/features/tickets/ticket-age';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { MINUTE_MS, minuteClockListeners } from '@/lib/time/minute-clock';

// 14:00:00 in Brasília; the tickets were opened earlier that day.
const START = new Date('2026-11-19T14:00:00-03:00');
const OPENED = '2026-11-19T13:58:20-03:00';

/** A row that tells each of its renders, holding a ticket's opening as the list's rows do. */
function CountingRow({ createdAt, onRender }: { createdAt: string; onRender: () => void }) {
  onRender();
  return (
    <div role="row">
      <TicketOpened createdAt={createdAt} />
    </div>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a ticket's age", () => {
  it("reads 'há N minutos' under the day, both with the full moment as their title and datetime", () => {
    render(<TicketOpened createdAt={OPENED} />);
    const age = screen.getByText('há 1 minuto');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('datetime', OPENED);
    expect(age).toHaveAttribute('title', formatDateTime(OPENED));
    expect(age).toHaveClass('ticket-age');
    // A list row shows the day; its time is in the title (the row's room goes to the title).
    const day = screen.getByText(formatDate(OPENED));
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', OPENED);
    expect(day).toHaveAttribute('title', formatDateTime(OPENED));
    expect(age.parentElement).toHaveTextContent(`${formatDate(OPENED)} há 1 minuto`);
  });

  it('follows the minutes while the page is open: each turn of the minute, not each second', async () => {
    render(<TicketAge createdAt={OPENED} />);
    expect(screen.getByText('há 1 minuto')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE_MS - 1));
    expect(screen.getByText('há 1 minuto')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('há 2 minutos')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(58 * MINUTE_MS));
    expect(screen.getByText('há 1 hora')).toBeInTheDocument();
  });

  it('a label drawn in the middle of a minute reads the time then, not at the minute’s start', () => {
    vi.setSystemTime(new Date(START.getTime() + 45_000));
    render(<TicketAge createdAt="2026-11-19T13:59:30-03:00" />);
    expect(screen.getByText('há 1 minuto')).toBeInTheDocument();
  });

  it('renders the label again, not the row around it, and one timer serves every label', async () => {
    const renders = Array.from({ length: 30 }, () => ({ count: 0 }));
    const view = render(
      <>
        {renders.map((counter, index) => (
          <CountingRow key={index} createdAt={OPENED} onRender={() => (counter.count += 1)} />
        ))}
      </>,
    );
    expect(minuteClockListeners()).toBe(30);
    expect(vi.getTimerCount()).toBe(1);
    const initial = renders.map((counter) => counter.count);

    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE_MS));
    expect(screen.getAllByText('há 4 minutos')).toHaveLength(30);
    expect(renders.map((counter) => counter.count)).toEqual(initial);
    expect(vi.getTimerCount()).toBe(1);

    view.unmount();
    expect(minuteClockListeners()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up at once when its tab is shown again (a hidden tab’s timers are slowed down)', async () => {
    render(<TicketAge createdAt={OPENED} />);
    // The browser held the timer back while the tab was hidden: the clock moved, the timer did not run.
    vi.setSystemTime(new Date(START.getTime() + 10 * MINUTE_MS));
    expect(screen.getByText('há 1 minuto')).toBeInTheDocument();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(screen.getByText('há 11 minutos')).toBeInTheDocument();
  });

  it('shows nothing for a moment it cannot read', () => {
    const { container } = render(<TicketAge createdAt="ontem" />);
    expect(container).toBeEmptyDOMElement();
  });
});
