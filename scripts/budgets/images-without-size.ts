/** <img> tags of a page that lack a numeric width or height, which would shift the layout. */
export function imagesWithoutSize(html: string): string[] {
  const images = html.match(/<img\s[^>]*>/g) ?? [];
  return images.filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag));
}
