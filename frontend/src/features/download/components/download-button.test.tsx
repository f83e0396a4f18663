import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { DownloadButton } from './download-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('the download button', () => {
  it("goes from idle to 'Downloading...' for 2 s, then 'Download Complete'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<DownloadButton />);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download APK' })));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Download Complete' })).toBeTruthy();
  });

  it('says so when no package is there, and stays idle', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 404 })));
    render(
      <>
        <DownloadButton />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download APK' }));
    expect(await screen.findByText('The Android app is not available for download yet. Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download APK' })).toBeTruthy();
  });
});
