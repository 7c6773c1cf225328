import { StyleSheet } from '@react-pdf/renderer';
import { COLORS } from './styles.ts';

/** The controlled receituários' own parts: via mark, boxed fields, blank lines, the official-form checklist. */
export const controlledStyles = StyleSheet.create({
  titleRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    marginTop: 2,
    marginBottom: 10,
  },
  via: {
    width: 190,
    fontSize: 9,
    fontWeight: 700,
    color: COLORS.accent,
    textAlign: 'right',
    textTransform: 'uppercase',
    lineHeight: '12pt',
  },
  box: {
    borderWidth: 0.75,
    borderColor: COLORS.rule,
    borderRadius: 3,
    paddingTop: 6,
    paddingHorizontal: 8,
    flexDirection: 'row',
    flexWrap: 'wrap',
    marginBottom: 8,
  },
  field: { marginBottom: 4, paddingRight: 8 },
  blank: { height: 12, borderBottomWidth: 0.75, borderBottomColor: COLORS.muted },
  quantity: { paddingLeft: 16, fontSize: 10, fontWeight: 700, marginBottom: 4 },
  legal: { fontSize: 8, color: COLORS.muted, lineHeight: '11pt', marginTop: 2 },
  pharmacyRow: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 10 },
  officialNotice: {
    borderWidth: 1.5,
    borderColor: COLORS.noticeBorder,
    backgroundColor: COLORS.noticeBackground,
    padding: 8,
    fontSize: 10,
    fontWeight: 700,
    lineHeight: '14pt',
    marginBottom: 6,
  },
  checkRow: {
    flexDirection: 'row',
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: COLORS.rule,
  },
  checkLabel: { width: 200, color: COLORS.muted, fontSize: 9, paddingRight: 8, lineHeight: '12pt' },
  checkValue: { flex: 1, fontSize: 9.5, lineHeight: '12pt' },
  checkBlank: { flex: 1, height: 12, borderBottomWidth: 0.75, borderBottomColor: COLORS.muted },
});
