// The YouTube videos' part of the site script (templates/parts/YouTubeFacade.tsx). Without JavaScript a video's poster
// is a link to it on YouTube, in a new tab; here it becomes a button that, pressed (by pointer, Enter or Space), puts
// YouTube's player in its place. The player is the inert <template> beside it: nothing reaches YouTube before that.
export function enhanceYouTube() {
  for (const facade of document.querySelectorAll<HTMLAnchorElement>('a[data-youtube-play]')) {
    const template = facade.parentElement?.querySelector<HTMLTemplateElement>('template[data-youtube-frame]');
    if (!template) continue;
    facade.setAttribute('role', 'button');
    facade.setAttribute('aria-label', facade.dataset.youtubePlay!);
    const play = (event: Event) => {
      event.preventDefault();
      const player = template.content.firstElementChild!.cloneNode(true) as HTMLIFrameElement;
      facade.replaceWith(player);
      player.focus();
    };
    facade.addEventListener('click', play);
    // A button answers Space as well as Enter (a link's Enter is its click).
    facade.addEventListener('keydown', (event) => {
      if (event.key === ' ') play(event);
    });
  }
}
