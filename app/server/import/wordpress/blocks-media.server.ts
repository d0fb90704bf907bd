import type { Block } from "~/blocks/types";
import { thirdPartyVideo } from "~/blocks/video/block";
import { buttonFrom } from "./blocks-layout.server";
import { figureImage, galleryItems, hexColour, imageFrom, videoOrLink } from "./elements.server";
import { all, attr, backgroundImage, byClass, byTag, cleanHtml, elementChildren, escapeHtml, first, parseFragment, plainText, type Element } from "./html.server";
import { attrsOf, blockHtml, nested, str, type Handler, type ParsedBlock } from "./parsed.server";
import { linkUrl, makeBlock, mediaUrl, paragraphBlock, type Run } from "./run.server";

/** Gutenberg media blocks: image, gallery, video, audio, embed, file, cover, media-text. */

function dom(block: ParsedBlock) {
  return parseFragment(blockHtml(block));
}

const image: Handler = (block, run) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const figure = first(doc, byTag("figure")) ?? first(doc, byTag("div", "p"));
  const width = attrs.width === undefined ? undefined : str(attrs.width);
  // "Link to: Attachment page" shows the picture larger on a page we do not import: no link. The
  // other destinations are the <a> in the saved HTML (the picture's own file is dropped there).
  const link = str(attrs.linkDestination) === "attachment" ? { link: "" } : {};
  const options = { width, sizeSlug: str(attrs.sizeSlug) || undefined, align: str(attrs.align) || undefined, ...link };
  const blocks = figure ? figureImage(figure, run, options) : [];
  if (blocks.length === 0 && str(attrs.url)) {
    // No HTML saved (a block written by a plugin or by hand): the attributes alone.
    const img = parseFragment(`<img src="${escapeHtml(str(attrs.url))}" alt="${escapeHtml(str(attrs.alt))}">`).children[0] as Element;
    const href = str(attrs.linkDestination) === "attachment" ? "" : str(attrs.href);
    return imageFrom(img, run, { ...options, link: href, newTab: str(attrs.linkTarget) === "_blank" });
  }
  return blocks;
};

const gallery: Handler = (block, run) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const outer = first(doc, byTag("figure", "div", "ul"));
  // The gallery's own caption is the figcaption directly inside the gallery, not an image's.
  const caption = outer ? elementChildren(outer).find((c) => c.name === "figcaption") : undefined;
  const images = galleryItems(elementChildren(doc), run).map((item) => (caption && item.caption === plainText(caption) ? { ...item, caption: "" } : item));
  if (images.length === 0) return [];
  const columns = Number(attrs.columns) || Math.min(3, images.length);
  return [
    makeBlock("gallery", {
      title: caption ? plainText(caption) : "",
      images,
      columns,
      imageFit: attrs.imageCrop === false ? "contain" : "cover",
    }),
  ];
};

const video: Handler = (block, run) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const el = first(doc, byTag("video"));
  const src = attr(el, "src") || attr(first(doc, byTag("source")), "src") || str(attrs.src);
  if (!src) return [];
  const title = plainText(first(doc, byTag("figcaption")) ?? []);
  if (thirdPartyVideo(src)) return [makeBlock("video", { src, title })];
  const poster = attr(el, "poster");
  const file = mediaUrl(run, src);
  if (!file) return [];
  return [
    makeBlock("video", {
      src: file,
      poster: poster ? mediaUrl(run, poster) : "",
      title,
      controls: el ? "controls" in el.attribs : true,
      autoplay: el ? "autoplay" in el.attribs : false,
      loop: el ? "loop" in el.attribs : false,
      muted: el ? "muted" in el.attribs : false,
    }),
  ];
};

const audio: Handler = (block, run) => {
  const doc = dom(block);
  const src = attr(first(doc, byTag("audio")), "src") || attr(first(doc, byTag("source")), "src");
  if (!src) return [];
  return [makeBlock("audio", { src: mediaUrl(run, src), title: plainText(first(doc, byTag("figcaption")) ?? []) })];
};

/** YouTube and Vimeo become our video block (two-click consent); any other embed a link to it. */
const embed: Handler = (block, run) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const url = (str(attrs.url) || plainText(first(doc, byClass("wp-block-embed__wrapper")) ?? doc.children).split(/\s+/)[0] || "").trim();
  const provider = str(attrs.providerNameSlug) || block.blockName!.replace(/^core-embed\//, "").replace(/^core\/embed$/, "");
  if (!url) {
    run.note(`Einbettung${provider ? ` (${provider})` : ""} ohne Adresse – nicht übernommen`);
    return [];
  }
  const blocks = videoOrLink(url, run, `Einbettung${provider ? ` (${provider})` : ""}`);
  const title = plainText(first(doc, byTag("figcaption")) ?? []);
  if (title && blocks[0]?.type === "video") blocks[0].content.title = title;
  return blocks;
};

/** A file becomes a download link (our downloads block lists folders, not one file). */
const file: Handler = (block, run) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const links = all(doc, byTag("a"));
  const link = links.find((a) => !attr(a, "class").includes("wp-block-file__button")) ?? links[0];
  const href = str(attrs.href) || attr(link, "href");
  if (!href) return [];
  const name = (link && plainText(link)) || str(attrs.fileName) || decodeURIComponent(href.split("/").pop() ?? href);
  return paragraphBlock(`<p><a href="${escapeHtml(linkUrl(run, href))}">${escapeHtml(name)}</a></p>`);
};

const HERO_PARTS = new Set(["core/heading", "core/paragraph", "core/buttons", "core/spacer"]);

/** Title, subtitle and up to two buttons: what a hero shows. Anything more makes the cover a section. */
function heroParts(blocks: ParsedBlock[]) {
  if (!blocks.every((b) => HERO_PARTS.has(b.blockName ?? ""))) return null;
  const headings = blocks.filter((b) => b.blockName === "core/heading");
  const paragraphs = blocks.filter((b) => b.blockName === "core/paragraph");
  const buttons = blocks.filter((b) => b.blockName === "core/buttons").flatMap((b) => b.innerBlocks);
  if (headings.length > 1 || buttons.length > 2 || paragraphs.length > (headings.length === 0 ? 2 : 1)) return null;
  const texts = [...headings, ...paragraphs].map((b) => plainText(dom(b).children));
  return { heading: headings[0], title: texts[0] ?? "", subtitle: texts[1] ?? "", buttons };
}

/** A cover: a hero (background image, title, subtitle, buttons) or, with richer content, a section with a background image. */
const cover: Handler = (block, run, inner) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const isVideo = attrs.backgroundType === "video";
  const rawUrl = str(attrs.url) || (isVideo ? attr(first(doc, byTag("video")), "src") : attr(first(doc, byClass("wp-block-cover__image-background")), "src") || backgroundImage(attr(first(doc, byClass("wp-block-cover")), "style")));
  const url = rawUrl ? mediaUrl(run, rawUrl) : "";
  const content = block.innerBlocks.length === 1 && block.innerBlocks[0]!.blockName === "core/group" ? block.innerBlocks[0]!.innerBlocks : block.innerBlocks;
  const parts = heroParts(content);
  const overlay = Number(attrs.dimRatio ?? 50);
  if (parts || isVideo) {
    if (!parts) run.note("Cover mit Hintergrundvideo: Inhalt über dem Video nur teilweise übernommen");
    const level = parts?.heading ? Number(attrsOf(parts.heading).level) || 2 : 2;
    return [
      makeBlock("hero", {
        title: parts?.title ?? "",
        subtitle: parts?.subtitle ?? "",
        titleHTag: `h${level}`,
        isH1: level === 1,
        backgroundImage: isVideo ? "" : url,
        videoSrc: isVideo ? url : "",
        overlayOpacity: Number.isFinite(overlay) ? overlay : 50,
        buttons: (parts?.buttons ?? []).flatMap((b) => buttonFrom(b, run)).map((b) => ({
          text: b.text,
          href: b.href,
          variant: b.variant,
          target: b.target,
          linkType: /^https?:\/\//.test(b.href) ? "external" : "internal",
        })),
      }),
    ];
  }
  const colour = hexColour(attrs.customOverlayColor) || hexColour(nested(attrs, "style", "color", "background"));
  return [
    makeBlock(
      "section",
      { title: "", backgroundType: url ? "image" : colour ? "color" : "none", backgroundImage: url, backgroundColor: colour },
      { children: inner(content) },
    ),
  ];
};

const TEXT_PARTS = new Set(["core/paragraph", "core/heading", "core/list", "core/quote", "core/buttons", "core/spacer"]);

/** Media and text: our media-text block when the content is text (title, rich text, one button); otherwise a two-column row. */
const mediaText: Handler = (block, run, inner) => {
  const attrs = attrsOf(block);
  const doc = dom(block);
  const img = first(first(doc, byClass("wp-block-media-text__media")) ?? doc, byTag("img"));
  const share = Number(attrs.mediaWidth ?? 50);
  const buttons = block.innerBlocks.filter((b) => b.blockName === "core/buttons").flatMap((b) => b.innerBlocks);
  const textOnly = block.innerBlocks.every((b) => TEXT_PARTS.has(b.blockName ?? "")) && buttons.length <= 1;
  const order = attrs.mediaPosition === "right" ? "image-right" : "image-left";
  // Our media-text block has no link on its picture: a linked one becomes a row with an image block.
  const picture = img ? imageFrom(img, run) : [];
  if (img && textOnly && !picture[0]?.content.link) {
    const [titleBlock, ...rest] = block.innerBlocks[0]?.blockName === "core/heading" ? block.innerBlocks : [undefined, ...block.innerBlocks];
    const text = rest
      .filter((b) => b && b.blockName !== "core/buttons" && b.blockName !== "core/spacer")
      .map((b) => cleanHtml(dom(b!), run))
      .join("");
    const button = buttons.flatMap((b) => buttonFrom(b, run))[0];
    return [
      makeBlock("media-text", {
        imageSrc: mediaUrl(run, attr(img, "src")),
        imageAlt: attr(img, "alt"),
        title: titleBlock ? plainText(dom(titleBlock).children) : "",
        text,
        buttonText: button?.text ?? "",
        buttonHref: button?.href ?? "",
        buttonVariant: button?.variant ?? "default",
        order,
        ratio: share <= 40 ? "33-67" : share >= 60 ? "67-33" : "50-50",
      }),
    ];
  }
  const mediaBlocks = img ? picture : mediaOf(doc, run);
  const textBlocks = inner(block.innerBlocks);
  const columns = order === "image-right" ? [textBlocks, mediaBlocks] : [mediaBlocks, textBlocks];
  const widths = order === "image-right" ? [100 - share, share] : [share, 100 - share];
  return [makeBlock("flexible-row", { columns: 2, columnWidths: widths, alignment: "center" }, { "columns[0]": columns[0]!, "columns[1]": columns[1]! })];
};

/** The video of a media-text block (mediaType video). */
function mediaOf(doc: ReturnType<typeof dom>, run: Run): Block[] {
  const src = attr(first(doc, byTag("video")), "src");
  const file = src ? mediaUrl(run, src) : "";
  return file ? [makeBlock("video", { src: file })] : [];
}

export const MEDIA_HANDLERS: Record<string, Handler> = {
  "core/image": image,
  "core/gallery": gallery,
  "core/video": video,
  "core/audio": audio,
  "core/embed": embed,
  "core/file": file,
  "core/cover": cover,
  "core/media-text": mediaText,
};
