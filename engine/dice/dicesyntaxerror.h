#pragma once

#include <QString>

namespace battlemat {

/** Why a dice expression was refused: the message (which already names the position) and the position. */
struct DiceSyntaxError
{
    QString message;
    int position = 0; // 1-based character (code point) position of the fault; length + 1 means "at the end"
};

} // namespace battlemat
