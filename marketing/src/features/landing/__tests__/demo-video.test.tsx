import { act, screen } from '@testing-library/react';
import { mockIntersectionObserver, renderWithUi } from '../../../test-utils/render';
import { DemoVideo } from '../components/demo-video';

const CAPTION = 'Recorded from Pear itself.';
const video = () => screen.getByLabelText('Pear product demo');

describe('DemoVideo (/landing)', () => {
  it('waits for the frame to come near the viewport before it adds the video (and its poster) to the page', () => {
    const observer = mockIntersectionObserver();
    try {
      renderWithUi(<DemoVideo caption={CAPTION} />);
      expect(screen.queryByLabelText('Pear product demo')).not.toBeInTheDocument();
      expect(document.querySelector('video, img')).toBeNull();
      expect(screen.getByText(CAPTION)).toBeInTheDocument();
      expect(observer.observedCount()).toBe(1);

      act(() => observer.intersect());
      expect(video().tagName).toBe('VIDEO');
      expect(observer.observedCount()).toBe(0);
    } finally {
      observer.restore();
    }
  });

  it('is a real video with controls, WebM and MP4 sources, English captions and a poster, and never plays by itself', () => {
    renderWithUi(<DemoVideo caption={CAPTION} />);
    const element = video() as HTMLVideoElement;
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('playsinline');
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).not.toHaveAttribute('autoplay');
    expect(element).not.toHaveAttribute('loop');
    expect(element).toHaveAttribute('crossorigin', 'anonymous');
    expect(element.getAttribute('poster')).toMatch(/\/assets\/demo-poster\.webp$/);

    const sources = [...element.querySelectorAll('source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('src'),
    ]);
    expect(sources).toEqual([
      ['video/webm', expect.stringMatching(/\/assets\/demo\.webm$/)],
      ['video/mp4', expect.stringMatching(/\/assets\/demo\.mp4$/)],
    ]);

    const tracks = element.querySelectorAll('track');
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toHaveAttribute('kind', 'captions');
    expect(tracks[0]).toHaveAttribute('srclang', 'en');
    expect(tracks[0]).toHaveAttribute('label', 'English');
    expect(tracks[0]).toHaveAttribute('default');
    expect(tracks[0]?.getAttribute('src')).toMatch(/\/assets\/demo\.en\.vtt$/);

    // Browsers that cannot play either format get a download link instead.
    expect(screen.getByRole('link', { name: /Download the demo video/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/demo\.mp4$/),
    );
  });
});
