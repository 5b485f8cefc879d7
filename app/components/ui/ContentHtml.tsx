import { usePictures } from "~/lib/pictures.tsx";

/**
 * A record's rich text (built-in, or WordPress's through the allowlist sanitiser,
 * server/content/sanitize.ts), with its pictures served by the image service like every other.
 */
export function ContentHtml({ html, className = "" }: { html: string; className?: string }) {
  const pictures = usePictures();
  const content = { __html: pictures.html(html) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the content service
  return <div className={`content-html ${className}`.trim()} dangerouslySetInnerHTML={content} />;
}
