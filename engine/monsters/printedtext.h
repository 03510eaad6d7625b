#pragma once

#include <QString>

namespace battlemat {

/**
 * A power's or trait's text as a reader sees it in print: the published monsters mark their outcomes in markdown
 * ("*Secondary Attack:* +17 vs Fortitude", "**Hit:**"), and the importer keeps the text as printed so that its parser
 * and a later edit see the same words. The window and the game master's PDF show it without the marks.
 */
QString withoutEmphasisMarks(const QString &text);

} // namespace battlemat
