import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import RotateLeftRounded from '@mui/icons-material/RotateLeftRounded';
import RotateRightRounded from '@mui/icons-material/RotateRightRounded';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { format, useMessages } from '../../web/kit/index.js';
import { PageThumb, PdfTool, pdfJob, pdfMessages, type PdfDoc } from '../../web/kit/pdf/index.js';
import { messages } from './messages.js';
import {
  cardPlan,
  deleteCards,
  dropCard,
  initialCards,
  insertBlank,
  rotateCards,
  shiftCards,
  type Card,
} from './organize.js';

const THUMB = 132;
let blanks = 0;

function Tool(props: { icon: ReactNode; label: string; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={props.icon}
      onClick={props.onClick}
      disabled={props.disabled}
      data-testid={props.testId}
      sx={{ borderRadius: 5, whiteSpace: 'nowrap' }}
    >
      {props.label}
    </Button>
  );
}

function Organizer(props: {
  doc: PdfDoc;
  cards: Card[];
  setCards: (cards: Card[]) => void;
  selected: Set<string>;
  setSelected: (s: Set<string>) => void;
}) {
  const m = useMessages(messages);
  const k = useMessages(pdfMessages);
  const { doc, cards, setCards, selected, setSelected } = props;
  const [dragged, setDragged] = useState<string | null>(null);
  const none = selected.size === 0;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const seen = (page: number) => doc.pages[page];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        data-testid="pm-toolbar"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          position: 'sticky',
          top: 0,
          zIndex: 2,
          py: 1,
          bgcolor: 'background.default',
        }}
      >
        <Tool
          icon={<DoneAllRounded />}
          label={selected.size === cards.length && cards.length > 0 ? m.selectNone : m.selectAll}
          onClick={() => setSelected(selected.size === cards.length ? new Set() : new Set(cards.map((c) => c.id)))}
          testId="pm-all"
        />
        <Tool
          icon={<RotateLeftRounded />}
          label={m.rotateLeft}
          disabled={none}
          onClick={() => setCards(rotateCards(cards, selected, -90))}
          testId="pm-rotate-left"
        />
        <Tool
          icon={<RotateRightRounded />}
          label={m.rotateRight}
          disabled={none}
          onClick={() => setCards(rotateCards(cards, selected, 90))}
          testId="pm-rotate-right"
        />
        <Tool
          icon={<ArrowBackRounded />}
          label={m.earlier}
          disabled={none}
          onClick={() => setCards(shiftCards(cards, selected, -1))}
          testId="pm-earlier"
        />
        <Tool
          icon={<ArrowForwardRounded />}
          label={m.later}
          disabled={none}
          onClick={() => setCards(shiftCards(cards, selected, 1))}
          testId="pm-later"
        />
        <Tool
          icon={<AddBoxOutlined />}
          label={m.blank}
          onClick={() => setCards(insertBlank(cards, selected, seen, `b${++blanks}`))}
          testId="pm-blank"
        />
        <Tool
          icon={<DeleteOutlineRounded />}
          label={m.delete}
          disabled={none}
          onClick={() => {
            setCards(deleteCards(cards, selected));
            setSelected(new Set());
          }}
          testId="pm-delete"
        />
      </Box>
      <Typography sx={{ fontSize: 12.5, color: 'text.secondary' }}>
        {m.hint} {format(m.selected, { n: selected.size, total: cards.length })}
      </Typography>
      <Box
        data-testid="pm-grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(auto-fill, minmax(${THUMB + 24}px, 1fr))` },
          gap: 1.5,
        }}
      >
        {cards.map((card, i) => {
          const on = selected.has(card.id);
          return (
            <Box
              key={card.id}
              data-testid="pm-page"
              data-selected={on}
              data-rotate={card.kind === 'page' ? card.rotate : undefined}
              role="button"
              tabIndex={0}
              aria-pressed={on}
              draggable
              onClick={() => toggle(card.id)}
              onKeyDown={(e) => {
                if (e.key !== ' ' && e.key !== 'Enter') return;
                e.preventDefault();
                toggle(card.id);
              }}
              onDragStart={() => setDragged(card.id)}
              onDragOver={(e) => dragged && e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged && dragged !== card.id) setCards(dropCard(cards, dragged, card.id));
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 0.75,
                p: 1,
                borderRadius: 3,
                border: 2,
                borderColor: on ? 'primary.main' : 'transparent',
                bgcolor: on ? 'surface.soft' : 'transparent',
                cursor: 'pointer',
                opacity: dragged === card.id ? 0.4 : 1,
                userSelect: 'none',
              }}
            >
              <Box sx={{ height: THUMB, display: 'grid', placeItems: 'center' }}>
                {card.kind === 'page' ? (
                  <PageThumb
                    doc={doc}
                    page={card.page}
                    size={THUMB}
                    rotate={card.rotate}
                    alt={format(k.page, { n: card.page + 1 })}
                  />
                ) : (
                  <Box
                    sx={{
                      width: (THUMB * card.width) / Math.max(card.width, card.height),
                      height: (THUMB * card.height) / Math.max(card.width, card.height),
                      bgcolor: 'background.paper',
                      border: 1,
                      borderStyle: 'dashed',
                      borderColor: 'line.strong',
                    }}
                  />
                )}
              </Box>
              <Typography sx={{ fontSize: 12.5, color: on ? 'primary.main' : 'text.secondary', fontWeight: 600 }}>
                {i + 1} · {card.kind === 'page' ? format(k.page, { n: card.page + 1 }) : m.blankPage}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export default function PdfPageManagePage() {
  const m = useMessages(messages);
  const [cards, setCards] = useState<Card[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const base = (doc: PdfDoc) => doc.name.replace(/\.pdf$/i, '');
  return (
    <PdfTool
      testId="pdf-page-manage"
      runLabel={m.run}
      runIcon={<SaveOutlined />}
      onOpen={(doc) => {
        setCards(initialCards(doc.pages.length));
        setSelected(new Set());
      }}
      editor={(doc) => (
        <Organizer doc={doc} cards={cards} setCards={setCards} selected={selected} setSelected={setSelected} />
      )}
      blocked={() => (cards.length === 0 ? m.empty : null)}
      run={(doc, { signal, progress }) =>
        pdfJob(
          {
            op: 'assemble',
            files: [{ data: doc.file, password: doc.password }],
            outputs: [{ name: `${base(doc)}-已整理.pdf`, plan: cardPlan(cards) }],
          },
          { signal, onProgress: progress },
        )
      }
      actions={[
        {
          label: m.extract,
          icon: <FileDownloadOutlined />,
          testId: 'pm-extract',
          disabled: () => selected.size === 0,
          run: (doc, { signal, progress }) =>
            pdfJob(
              {
                op: 'assemble',
                files: [{ data: doc.file, password: doc.password }],
                outputs: [{ name: `${base(doc)}-抽取.pdf`, plan: cardPlan(cards, selected) }],
              },
              { signal, onProgress: progress },
            ),
        },
      ]}
    />
  );
}
