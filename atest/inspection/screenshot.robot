*** Settings ***
Documentation     Screenshot: the viewport, the whole page, one element (by ref or
...               selector), PNG or JPEG, where files go, and the errors.
Resource          ../resources/common.resource
Suite Setup       Run Keywords    Create Instance    screenshots
...               AND    Open Test Page    inspection.html
Test Setup        Remove Files    ${OUTPUT DIR}/shot-*


*** Test Cases ***
Screenshot Saves A Png In The Output Directory And Returns Its Path
    ${path} =    Screenshot
    Should Match Regexp    ${path}    camoufox-screenshot-\\d+\\.png$
    Should Be Equal    ${{ os.path.dirname($path) }}    ${{ os.path.realpath($OUTPUT_DIR) }}
    Image Should Be    ${path}    png

Screenshots Never Overwrite Each Other
    ${first} =    Screenshot
    ${second} =    Screenshot
    Should Not Be Equal    ${first}    ${second}
    File Should Exist    ${first}
    File Should Exist    ${second}

Screenshot To A Given File
    ${path} =    Screenshot    file_path=${OUTPUT DIR}/shot-given.png
    Should Be Equal    ${path}    ${{ os.path.realpath($OUTPUT_DIR + '/shot-given.png') }}
    Image Should Be    ${path}    png

Jpeg Screenshot
    ${path} =    Screenshot    type=jpeg    file_path=${OUTPUT DIR}/shot-page.jpeg
    Image Should Be    ${path}    jpeg
    ${path} =    Screenshot    type=jpeg
    Should End With    ${path}    .jpeg

Full Page Screenshot Is Taller Than The Viewport
    ${viewport} =    Screenshot    file_path=${OUTPUT DIR}/shot-viewport.png
    ${full} =    Screenshot    full_page=True    file_path=${OUTPUT DIR}/shot-full.png
    ${_}    ${viewport height} =    Png Size    ${viewport}
    ${_}    ${full height} =    Png Size    ${full}
    Should Be True    ${full height} > ${viewport height}
    Should Be True    ${full height} >= 3000

Element Screenshot By Selector
    ${path} =    Screenshot    ref=css=#badge    file_path=${OUTPUT DIR}/shot-badge.png
    Image Should Be    ${path}    png
    # The badge is 120 x 40 CSS pixels; allow a pixel of rounding either way.
    ${width}    ${height} =    Png Size    ${path}
    Should Be True    119 <= ${width} <= 121 and 39 <= ${height} <= 41

Element Screenshot By Role Selector And Bare Css
    ${path} =    Screenshot    ref=role=button[name="Save changes"]    file_path=${OUTPUT DIR}/shot-role.png
    Image Should Be    ${path}    png
    ${path} =    Screenshot    ref=\#badge    file_path=${OUTPUT DIR}/shot-css.png
    Image Should Be    ${path}    png

Element Screenshot By Ref
    ${snap} =    Snapshot
    ${ref} =    Ref Of    ${snap}[snapshot]    - status
    ${path} =    Screenshot    ref=${ref}    file_path=${OUTPUT DIR}/shot-ref.png
    Image Should Be    ${path}    png

Selector That Matches Nothing
    Run Keyword And Expect Error    element_not_found: selector 'css=#nothing' matches no element
    ...    Screenshot    ref=css=#nothing

Ref That Matches Nothing
    Run Keyword And Expect Error    stale_ref: ref 'e999' is not in the current page*
    ...    Screenshot    ref=e999

Bad Screenshot Arguments
    Run Keyword And Expect Error    invalid_params: file_path's folder '*' does not exist
    ...    Screenshot    file_path=${OUTPUT DIR}/no/such/folder/shot.png
    Run Keyword And Expect Error    invalid_params: file_path '*' is a folder; give a file name
    ...    Screenshot    file_path=${OUTPUT DIR}
    Run Keyword And Expect Error    invalid_params: 'full_page' cannot be combined with 'ref'*
    ...    Screenshot    ref=css=#badge    full_page=True
    Run Keyword And Expect Error    *'type'*'png' or 'jpeg'*    Screenshot    type=gif
    Should Not Exist    ${OUTPUT DIR}/no

Screenshot Of Unknown Page Or Frame
    Run Keyword And Expect Error    page_not_found:*'page-nope'*    Screenshot    page_id=page-nope
    Run Keyword And Expect Error    frame_not_found:*'frame-nope'*    Screenshot    frame_id=frame-nope

Masked, Clipped And Still
    ${path} =    Screenshot    clip=0,0,120,80    mask=id=badge    animations=disabled
    ...    file_path=${OUTPUT DIR}/shot-clip.png
    ${width}    ${height} =    Png Size    ${path}
    Should Be Equal    ${width}x${height}    120x80
    ${masks} =    Create List    id=badge    id=save
    ${masked} =    Screenshot    mask=${masks}    file_path=${OUTPUT DIR}/shot-masks.png
    Image Should Be    ${masked}    png
    # Measured: Firefox over BiDi never draws the text cursor, so keeping it is refused.
    Run Keyword And Expect Error    unsupported_capability: argument 'caret'*never draws the text cursor*
    ...    Screenshot    caret=initial
    Run Keyword And Expect Error    invalid_params: argument 'clip' must be 'x,y,width,height'*
    ...    Screenshot    clip=0,0,10


*** Keywords ***
Ref Of
    [Documentation]    The ref of the first snapshot line that contains ``text``.
    [Arguments]    ${snapshot}    ${text}
    ${match} =    Set Variable    ${{ re.search(re.escape($text) + r'.*?\[ref=((?:f\d+)?e\d+)\]', $snapshot) }}
    Should Not Be Equal    ${match}    ${None}    no ref on a snapshot line with '${text}'
    RETURN    ${match.group(1)}

Image Should Be
    [Documentation]    Checks the file's magic bytes.
    [Arguments]    ${path}    ${type}
    ${head} =    Set Variable    ${{ open($path, 'rb').read(4).hex() }}
    ${magic} =    Set Variable If    $type == 'png'    89504e47    ffd8ff
    Should Start With    ${head}    ${magic}    ${path} is not a ${type} file

Png Size
    [Documentation]    Width and height of a PNG file, from its IHDR chunk.
    [Arguments]    ${path}
    RETURN    ${{ struct.unpack('>II', open($path, 'rb').read()[16:24]) }}
