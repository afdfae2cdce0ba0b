import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalDocument } from './legal-document.js';

/** A legal document's text: title, date, lead and sections (its page, and the compliance modal's view of the rules). */
export function LegalDocumentView({ doc, titleId }: { doc: LegalDocument; titleId?: string }) {
  return (
    <>
      <Typography id={titleId} component="h1" sx={{ fontSize: { xs: 22, md: 26 }, fontWeight: 700 }}>
        {doc.title}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.75 }}>{doc.updated}</Typography>
      <Typography sx={{ fontSize: 15, lineHeight: 1.9, mt: 2.5 }}>{doc.lead}</Typography>
      {doc.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 3 }}>
          <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((p) => (
            <Typography key={p} sx={{ fontSize: 14.5, color: 'text.primary', lineHeight: 1.9, mb: 1 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </>
  );
}
