#include "monsters/monsterlibrary.h"

namespace battlemat {

const Result<MonsterImport> &MonsterLibrary::bundled()
{
    static const Result<MonsterImport> library = MonsterMarkdownImport::readFile(resourcePath);
    return library;
}

} // namespace battlemat
