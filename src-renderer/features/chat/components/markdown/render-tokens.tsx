import type { Token, Tokens } from 'marked';
import { createElement, type ReactNode } from 'react';
import { CodeBlock } from './code-block';
import { decodeEntities } from './entities';
import { linkTarget, SafeLink } from './safe-link';

/**
 * marked tokens → React elements. No HTML string is ever produced or injected: raw HTML in the
 * Markdown shows as text, images become links (nothing remote is fetched), and the strict CSP holds.
 */

export interface RenderOptions {
  /** Highlight code blocks (false for the block still streaming). */
  highlight: boolean;
}

export function renderBlocks(tokens: readonly Token[], options: RenderOptions): ReactNode[] {
  return tokens.map((token, index) => renderBlock(token, options, index));
}

export function renderBlock(token: Token, options: RenderOptions, key: number | string = 0): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const { depth, tokens } = token as Tokens.Heading;
      return createElement(`h${Math.min(6, Math.max(1, depth))}`, { key }, renderInline(tokens));
    }
    case 'paragraph':
      return <p key={key}>{renderInline((token as Tokens.Paragraph).tokens)}</p>;
    case 'text': {
      // Block-level text: the content of a tight list item.
      const text = token as Tokens.Text;
      return <span key={key}>{text.tokens ? renderInline(text.tokens) : decodeEntities(text.text)}</span>;
    }
    case 'code': {
      const code = token as Tokens.Code;
      return <CodeBlock key={key} code={code.text} lang={code.lang} highlight={options.highlight} />;
    }
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks((token as Tokens.Blockquote).tokens, options)}</blockquote>;
    case 'list':
      return renderList(token as Tokens.List, options, key);
    case 'table':
      return renderTable(token as Tokens.Table, key);
    case 'hr':
      return <hr key={key} />;
    case 'html':
      return (
        <p key={key} className="verity-md-html" data-testid="markdown-html">
          {(token as Tokens.HTML).text}
        </p>
      );
    case 'checkbox':
      return renderCheckbox(token as Tokens.Checkbox, key);
    default:
      // A token type this renderer does not know (an extension): its source, as text.
      return (
        <p key={key} className="verity-md-html">
          {token.raw}
        </p>
      );
  }
}

function renderList(list: Tokens.List, options: RenderOptions, key: number | string): ReactNode {
  const items = list.items.map((item, index) => (
    <li key={index} className={item.task ? 'verity-md-task' : undefined}>
      {renderBlocks(item.tokens, options)}
    </li>
  ));
  if (!list.ordered) return <ul key={key}>{items}</ul>;
  return (
    <ol key={key} start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}>
      {items}
    </ol>
  );
}

type Align = Tokens.TableCell['align'];

function cellStyle(align: Align) {
  return align ? { textAlign: align } : undefined;
}

function renderTable(table: Tokens.Table, key: number | string): ReactNode {
  return (
    <div key={key} className="verity-md-table">
      <table>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} style={cellStyle(table.align[index] ?? cell.align)}>
                {renderInline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} style={cellStyle(table.align[index] ?? cell.align)}>
                  {renderInline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderCheckbox(token: Tokens.Checkbox, key: number | string): ReactNode {
  return (
    <input
      key={key}
      type="checkbox"
      className="verity-md-checkbox"
      checked={token.checked}
      readOnly
      disabled
      aria-label={token.checked ? 'done' : 'not done'}
    />
  );
}

export function renderInline(tokens: readonly Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map(renderInlineToken);
}

function renderInlineToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'text': {
      const text = token as Tokens.Text;
      if (text.tokens) return <span key={key}>{renderInline(text.tokens)}</span>;
      return decodeEntities(text.text);
    }
    case 'escape':
      return (token as Tokens.Escape).text;
    case 'strong':
      return <strong key={key}>{renderInline((token as Tokens.Strong).tokens)}</strong>;
    case 'em':
      return <em key={key}>{renderInline((token as Tokens.Em).tokens)}</em>;
    case 'del':
      return <del key={key}>{renderInline((token as Tokens.Del).tokens)}</del>;
    case 'codespan':
      return <code key={key}>{(token as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = token as Tokens.Link;
      return (
        <SafeLink key={key} href={linkTarget(link.href, link.raw, link.autolink)} title={link.title}>
          {renderInline(link.tokens)}
        </SafeLink>
      );
    }
    case 'image': {
      const image = token as Tokens.Image;
      return (
        <SafeLink key={key} href={image.href} title={image.title}>
          <span className="verity-md-image">Image: {image.text || image.href}</span>
        </SafeLink>
      );
    }
    case 'html':
      return (token as Tokens.Tag).text;
    case 'checkbox':
      return renderCheckbox(token as Tokens.Checkbox, key);
    default:
      return token.raw;
  }
}
