import{b as t,e,g as r,h as o}from"./chunk-OUD5J3S6.js";import"./chunk-QHDNOTBI.js";var d=o({Widget:e,css:t,ErrorScreen:r});export{d as mount};
